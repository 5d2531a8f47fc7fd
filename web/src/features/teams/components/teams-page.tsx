export function TeamsPage() {
  return <main className="p-8"><h1 className="text-2xl font-semibold">Teams</h1></main>;
}
