export default function CompaniesPage() {
  return <h1>For companies</h1>;
}
