export default function InstructorCoursesPage() {
  return <h1>My courses</h1>;
}
