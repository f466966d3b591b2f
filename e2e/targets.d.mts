type Target = { name: string; port: number; distDir: string; url: string; env: Record<string, string> };
export declare const E2E: {
  fakeUpstream: { apiUrl: string; controlUrl: string; env: Record<string, string> };
  embedded: Target;
  upstream: Target;
  second: Target;
  instances: {
    redisPort: number;
    postgresPort: number;
    nginx: { port: number; url: string };
    picturesPorts: { nginx: number; optimiser: number };
    a: Target;
    b: Target;
    embedded: { nginx: { port: number; url: string }; a: Target; b: Target };
  };
};
export declare const REVALIDATE_SECRET: string;
