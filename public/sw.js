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
