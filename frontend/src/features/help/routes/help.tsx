export default function HelpPage() {
  return <h1>Help Center</h1>;
}
