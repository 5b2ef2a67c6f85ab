import type { Metadata } from "next";
import { Suspense } from "react";

import { UsersView } from "@/components/admin/users/users-view";

export const metadata: Metadata = { title: "Users" };

export default function AdminUsersPage() {
  return (
    <Suspense>
      <UsersView />
    </Suspense>
  );
}
