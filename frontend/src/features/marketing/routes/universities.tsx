export default function UniversitiesPage() {
  return <h1>For universities</h1>;
}
