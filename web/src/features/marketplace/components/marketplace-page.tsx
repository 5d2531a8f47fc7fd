export function MarketplacePage() {
  return <main className="p-8"><h1 className="text-2xl font-semibold">Marketplace</h1></main>;
}
