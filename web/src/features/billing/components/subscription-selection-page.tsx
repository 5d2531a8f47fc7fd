export function SubscriptionSelectionPage() {
  return <main className="p-8"><h1 className="text-2xl font-semibold">Choose your plan</h1></main>;
}
