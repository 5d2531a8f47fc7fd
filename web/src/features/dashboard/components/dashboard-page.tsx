export function DashboardPage() {
  return <main className="p-8"><h1 className="text-2xl font-semibold">My Workspace</h1></main>;
}
