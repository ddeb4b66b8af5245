export default function CourseDetailPage() {
  return <h1>Course</h1>;
}
