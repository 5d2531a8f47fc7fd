export function IntegrationsPage() {
  return <main className="p-8"><h1 className="text-2xl font-semibold">Integrations</h1></main>;
}
