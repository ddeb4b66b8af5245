export default function CataloguePage() {
  return <h1>Master New Skills</h1>;
}
