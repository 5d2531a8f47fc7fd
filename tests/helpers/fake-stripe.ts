import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body as flat keys, the way the SDK sends it (`line_items[0][price]`). */
  form: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeStripe {
  url: string;
  requests: RecordedStripeRequest[];
  close(): Promise<void>;
}

/**
 * A tiny stand-in for api.stripe.com on loopback. The real SDK talks to it (STRIPE_API_URL), so tests see the
 * exact requests the app would send to Stripe and the SDK parses answers shaped like Stripe's.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  let seq = 0;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0];
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: req.method ?? "", path, form, headers: req.headers });
      const n = ++seq;
      let answer: unknown;
      if (req.method === "POST" && path === "/v1/customers") {
        answer = { id: `cus_fake_${n}`, object: "customer", email: form.email ?? null, metadata: {} };
      } else if (req.method === "POST" && path === "/v1/checkout/sessions") {
        answer = { id: `cs_test_${n}`, object: "checkout.session", mode: form.mode, url: `https://checkout.stripe.test/c/pay/cs_test_${n}` };
      } else if (req.method === "POST" && path === "/v1/subscriptions") {
        answer = {
          id: `sub_fake_${n}`,
          object: "subscription",
          status: "incomplete",
          customer: form.customer,
          latest_invoice: { id: `in_fake_${n}`, object: "invoice", confirmation_secret: { client_secret: `pi_fake_${n}_secret_x`, type: "payment_intent" } },
        };
      } else if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
        answer = { id: `bps_${n}`, object: "billing_portal.session", url: `https://billing.stripe.test/p/session/${n}` };
      }
      res.setHeader("content-type", "application/json");
      res.setHeader("request-id", `req_${n}`);
      if (!answer) {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } }));
        return;
      }
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const signer = new Stripe("sk_test_signer");

/** A webhook request body and its Stripe-Signature header, signed the way Stripe signs them. */
export function signedEvent(secret: string, event: { id: string; type: string; created: number; data: { object: unknown } }) {
  const payload = JSON.stringify({ object: "event", api_version: "2025-01-01", livemode: false, ...event });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}

/** A Stripe subscription as webhooks deliver it, with the one item our code reads its period and price from. */
export function subscriptionObject(o: {
  id: string;
  customer: string;
  userId: string;
  status: string;
  price?: string;
  start: number;
  end: number;
  cancelAtPeriodEnd?: boolean;
}) {
  return {
    id: o.id,
    object: "subscription",
    customer: o.customer,
    status: o.status,
    cancel_at_period_end: o.cancelAtPeriodEnd ?? false,
    metadata: { userId: o.userId },
    items: {
      object: "list",
      data: [
        {
          id: `si_${o.id}`,
          object: "subscription_item",
          price: { id: o.price ?? "price_pro_month", object: "price", recurring: { interval: "month" } },
          current_period_start: o.start,
          current_period_end: o.end,
        },
      ],
    },
  };
}
