export default function AdminCoursesPage() {
  return <h1>Course Management</h1>;
}
