import { useMutation } from "@tanstack/react-query";
import type { NewsletterRequest, NewsletterResponse } from "@layoutlift/core/api/newsletter";
import { apiFetch, json } from "@/lib/api-client";

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (body: NewsletterRequest) =>
      json<NewsletterResponse>(
        apiFetch("/api/newsletter", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
      ),
  });
}
