export function EditorPage() {
  return <main className="p-8"><h1 className="text-2xl font-semibold">Editor</h1></main>;
}
