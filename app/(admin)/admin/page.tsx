import { AnalyticsView } from "@/components/admin/overview/analytics-view";

/** /admin: platform figures and recent activity. */
export default function AdminHomePage() {
  return <AnalyticsView />;
}
