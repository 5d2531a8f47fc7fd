export function ExtractPage() {
  return <main className="p-8"><h1 className="text-2xl font-semibold">Extract a layout</h1></main>;
}
