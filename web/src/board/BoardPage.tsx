/** Placeholder until the view is built. */
export function BoardPage() {
  return (
    <section className="page">
      <h1>Board</h1>
    </section>
  );
}
