export default function AddCoursePage() {
  return <h1>Add course</h1>;
}
