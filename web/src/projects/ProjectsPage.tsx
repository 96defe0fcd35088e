/** Placeholder until the view is built. */
export function ProjectsPage() {
  return (
    <section className="page">
      <h1>Projects</h1>
    </section>
  );
}
