declare module "http_ece";
