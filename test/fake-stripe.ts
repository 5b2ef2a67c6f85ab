import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local Stripe API over HTTP for the billing tests and the e2e server: the official SDK talks
 * to it (STRIPE_API_BASE_URL) as it would to api.stripe.com. It keeps what the service uses:
 * customers (create, update), Checkout Sessions, Customer Portal sessions and subscriptions (retrieve, cancel), with
 * Stripe's form-encoded requests, bearer keys and error shape. Tests set subscriptions with
 * `putSubscription` and build the matching webhook events with `event`.
 */
interface FakeStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

export interface FakeSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  items: {
    object: "list";
    data: { id: string; object: "subscription_item"; price: { id: string; object: "price" }; current_period_end: number }[];
  };
  metadata: Record<string, string>;
}

interface FakeStripe {
  url: string;
  secretKey: string;
  requests: FakeStripeRequest[];
  customers: Map<string, { id: string; email: string | null; metadata: Record<string, string> }>;
  subscriptions: Map<string, FakeSubscription>;
  /** Statuses to answer the next requests with (Stripe having trouble), one per request. */
  failures: number[];
  putSubscription(input: {
    id?: string;
    customer: string;
    price: string;
    status?: string;
    periodEnd?: number;
    cancelAtPeriodEnd?: boolean;
  }): FakeSubscription;
  /** A webhook event as Stripe sends it, for `object`. */
  event(
    type: string,
    object: unknown,
    created?: number,
  ): { id: string; object: "event"; type: string; created: number; data: { object: unknown }; api_version: string; livemode: false };
  close(): Promise<void>;
}

/** Bracketed form keys (`line_items[0][price]`) as Stripe's SDK encodes them, read back as a flat lookup. */
const field = (form: URLSearchParams, key: string) => form.get(key);

export async function startFakeStripe(secretKey = "sk_test_fake_0123456789"): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const customers: FakeStripe["customers"] = new Map();
  const subscriptions: FakeStripe["subscriptions"] = new Map();
  const idempotent = new Map<string, unknown>();
  const failures: number[] = [];
  let url = "";

  const error = (status: number, type: string, message: string, code?: string) => ({ status, body: { error: { type, message, code } } });

  function route(request: FakeStripeRequest): { status: number; body: unknown } {
    const { method, path, form } = request;
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return error(401, "invalid_request_error", "Invalid API Key provided.");
    }
    if (method === "POST" && path === "/v1/customers") {
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const customer = {
        id: `cus_${randomUUID().replaceAll("-", "").slice(0, 14)}`,
        object: "customer",
        email: field(form, "email"),
        metadata,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    const customerPath = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (method === "POST" && customerPath) {
      const customer = customers.get(customerPath[1]!);
      if (!customer) return error(404, "invalid_request_error", `No such customer: '${customerPath[1]}'`, "resource_missing");
      const email = field(form, "email");
      if (email !== null) customer.email = email;
      return { status: 200, body: { ...customer, object: "customer" } };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const customer = field(form, "customer");
      if (!customer || !customers.has(customer))
        return error(400, "invalid_request_error", `No such customer: '${customer}'`, "resource_missing");
      if (!field(form, "line_items[0][price]")) return error(400, "invalid_request_error", "Missing required param: line_items[0][price].");
      const id = `cs_test_${randomUUID().replaceAll("-", "")}`;
      return {
        status: 200,
        body: {
          id,
          object: "checkout.session",
          mode: field(form, "mode"),
          customer,
          client_reference_id: field(form, "client_reference_id"),
          success_url: field(form, "success_url"),
          cancel_url: field(form, "cancel_url"),
          line_items_price: field(form, "line_items[0][price]"),
          url: `${url}/checkout/${id}`,
        },
      };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = field(form, "customer");
      if (!customer || !customers.has(customer))
        return error(400, "invalid_request_error", `No such customer: '${customer}'`, "resource_missing");
      const id = `bps_${randomUUID().replaceAll("-", "")}`;
      return {
        status: 200,
        body: { id, object: "billing_portal.session", customer, return_url: field(form, "return_url"), url: `${url}/portal/${id}` },
      };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if ((method === "GET" || method === "DELETE") && subscription) {
      const found = subscriptions.get(decodeURIComponent(subscription[1]!));
      if (!found) return error(404, "invalid_request_error", `No such subscription: '${subscription[1]}'`, "resource_missing");
      // DELETE is Stripe's "cancel a subscription" (at once).
      if (method === "DELETE") found.status = "canceled";
      return { status: 200, body: found };
    }
    return error(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const target = new URL(incoming.url ?? "/", "http://fake");
      const body = Buffer.concat(chunks).toString("utf8");
      const request: FakeStripeRequest = {
        method: incoming.method ?? "GET",
        path: target.pathname,
        headers: incoming.headers,
        form: new URLSearchParams(incoming.method === "GET" ? target.search : body),
      };
      requests.push(request);
      const key = incoming.headers["idempotency-key"];
      const cached = typeof key === "string" ? idempotent.get(key) : undefined;
      const failure = failures.shift();
      const reply =
        failure !== undefined
          ? error(failure, "api_error", "Stripe is having trouble.")
          : ((cached as ReturnType<typeof route> | undefined) ?? route(request));
      if (typeof key === "string" && reply.status === 200) idempotent.set(key, reply);
      response.writeHead(reply.status, { "content-type": "application/json", "request-id": `req_${randomUUID().slice(0, 8)}` });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    secretKey,
    requests,
    customers,
    subscriptions,
    failures,
    putSubscription({ id, customer, price, status = "active", periodEnd, cancelAtPeriodEnd = false }) {
      const subscriptionId = id ?? `sub_${randomUUID().replaceAll("-", "").slice(0, 14)}`;
      const end = periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400;
      const value: FakeSubscription = {
        id: subscriptionId,
        object: "subscription",
        customer,
        status,
        cancel_at_period_end: cancelAtPeriodEnd,
        items: {
          object: "list",
          data: [
            { id: `si_${subscriptionId}`, object: "subscription_item", price: { id: price, object: "price" }, current_period_end: end },
          ],
        },
        metadata: {},
      };
      subscriptions.set(subscriptionId, value);
      return structuredClone(value);
    },
    event(type, object, created = Math.floor(Date.now() / 1000)) {
      return {
        id: `evt_${randomUUID().replaceAll("-", "")}`,
        object: "event",
        type,
        created,
        data: { object },
        api_version: "2026-10-28.endive",
        livemode: false,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
