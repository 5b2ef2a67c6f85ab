"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { signOut } from "@/client/auth-client";

export function SignOutButton() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  async function onClick() {
    setPending(true);
    setFailed(false);
    try {
      await signOut();
      queryClient.clear();
      // A full load: nothing of the signed-out session stays in the page's memory.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/signin");
    } catch {
      setFailed(true);
      setPending(false);
    }
  }
  return (
    <>
      <Button variant="ghost" size="sm" onClick={onClick} pending={pending}>
        Sign out
      </Button>
      {failed && (
        <span role="alert" className="text-xs text-red-600">
          Sign-out failed; try again.
        </span>
      )}
    </>
  );
}
