/** Registers the deployed webhook URL with Stripe; its signing secret goes to the API's environment. */
export function createStripeWebhook(appUrl: unknown) {
  const endpoint = new stripe.WebhookEndpoint("StripeWebhook", {
    url: $interpolate`${appUrl}/api/stripe/webhook`,
    enabledEvents: [
      "checkout.session.completed",
      "customer.subscription.created",
      "customer.subscription.updated",
      "customer.subscription.deleted",
      "invoice.paid",
      "invoice.payment_failed",
    ],
  });
  return { url: endpoint.url, secret: endpoint.secret };
}
