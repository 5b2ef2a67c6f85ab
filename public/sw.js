// Service worker for web-push: shows the notifications the service sends (see lib/push/send.ts)
// and opens the page a notification points to when it is clicked.
self.addEventListener("push", (event) => {
  let message = { title: "App Publishing Service", body: "" };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    if (event.data) message.body = event.data.text();
  }
  event.waitUntil(
    self.registration.showNotification(message.title, { body: message.body, tag: message.tag, data: { url: message.url ?? "/" } }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});

// A write to the API as the dashboard sends it (lib/ui/api-fetch.ts): declared as JSON even without
// a body, since the API's cross-site guard refuses any cookie-authenticated write that is not.
const apiWrite = (method, path, body) =>
  fetch(path, {
    method,
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

// The push service replaced the subscription (expiry, key rotation): register the new one with the
// service and drop the old one, so pushes keep arriving. Best effort: it needs a live session.
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      const subscription = event.newSubscription ?? (old ? await self.registration.pushManager.subscribe(old.options) : null);
      if (!subscription) return;
      const key = (name) => {
        const bytes = subscription.getKey(name);
        return bytes
          ? btoa(String.fromCharCode(...new Uint8Array(bytes)))
              .replace(/\+/g, "-")
              .replace(/\//g, "_")
              .replace(/=+$/, "")
          : "";
      };
      const saved = await apiWrite("POST", "/api/push/subscribe", {
        endpoint: subscription.endpoint,
        p256dh: key("p256dh"),
        auth: key("auth"),
      });
      if (saved.ok && old && old.endpoint !== subscription.endpoint) {
        await apiWrite("DELETE", `/api/push/subscribe?endpoint=${encodeURIComponent(old.endpoint)}`);
      }
    })(),
  );
});
