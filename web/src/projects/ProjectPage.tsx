/** Placeholder until the view is built. */
export function ProjectPage() {
  return (
    <section className="page">
      <h1>Project</h1>
    </section>
  );
}
