export default function ContactPage() {
  return <h1>Contact us</h1>;
}
