/** Placeholder until the view is built. */
export function SprintsPage() {
  return (
    <section className="page">
      <h1>Sprints</h1>
    </section>
  );
}
