import { Users } from "lucide-react";
import { CheckList } from "@/components/check-list";
import { plans } from "@layoutlift/core/plans/plans";
import type { PaidTier } from "@layoutlift/core/contract/billing";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { useStartCheckout } from "@/features/billing";

const perks: Record<PaidTier, string[]> = {
  pro: ["Shared workspace for your layouts", "User, Account Manager and Admin roles", "Every Pro feature for each member"],
  enterprise: ["Everything in the Pro team", "API access for automation", "Enterprise integrations and priority support"],
};

/** What non-paying users see on /teams: what a team plan includes and a way to get one. */
export function TeamUpsell() {
  const checkout = useStartCheckout();
  return (
    <div className="space-y-8">
      <div className="text-center">
        <Users className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
        <h2 className="mt-4 text-2xl font-semibold">Team Features Available in Pro &amp; Enterprise</h2>
        <p className="mt-2 text-muted-foreground">Invite colleagues, share your layouts and manage roles in one place.</p>
      </div>
      <div className="mx-auto grid max-w-3xl gap-6 md:grid-cols-2">
        {(["pro", "enterprise"] as const).map((tier) => (
          <Card key={tier}>
            <CardHeader>
              <CardTitle>{plans[tier].name}</CardTitle>
              <CardDescription>{plans[tier].extraSeats} additional seats included</CardDescription>
              <p className="text-3xl font-bold">
                ${plans[tier].monthlyPrice}
                <span className="text-base font-normal text-muted-foreground">/mo</span>
              </p>
            </CardHeader>
            <CardContent>
              <CheckList items={perks[tier]} />
            </CardContent>
            <CardFooter>
              <Button
                className="w-full"
                variant={tier === "pro" ? "gradient" : "outline"}
                disabled={checkout.isPending}
                onClick={() => checkout.start(tier)}
              >
                {checkout.isPending ? "Processing..." : `Upgrade to ${plans[tier].name}`}
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
    </div>
  );
}
