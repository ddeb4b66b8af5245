export default function PrivacyPage() {
  return <h1>Privacy Policy</h1>;
}
