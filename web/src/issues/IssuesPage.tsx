/** Placeholder until the view is built. */
export function IssuesPage() {
  return (
    <section className="page">
      <h1>Issues</h1>
    </section>
  );
}
