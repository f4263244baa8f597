import { z } from 'zod';
export declare const EnvSchema: z.ZodObject<{
    NODE_ENV: z.ZodDefault<z.ZodEnum<{
        development: "development";
        test: "test";
        production: "production";
    }>>;
    PORT: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    HOST: z.ZodDefault<z.ZodString>;
    PUBLIC_URL: z.ZodOptional<z.ZodString>;
    LOG_LEVEL: z.ZodDefault<z.ZodEnum<{
        error: "error";
        info: "info";
        warn: "warn";
        debug: "debug";
        trace: "trace";
        fatal: "fatal";
        silent: "silent";
    }>>;
    DATABASE_URL: z.ZodOptional<z.ZodString>;
    KERB_DATA_DIR: z.ZodDefault<z.ZodString>;
    KERB_SEED: z.ZodDefault<z.ZodPipe<z.ZodEnum<{
        1: "1";
        0: "0";
        true: "true";
        false: "false";
    }>, z.ZodTransform<boolean, "1" | "0" | "true" | "false">>>;
    SMTP_URL: z.ZodOptional<z.ZodString>;
    SMTP_FROM: z.ZodDefault<z.ZodString>;
    SMS_API_URL: z.ZodOptional<z.ZodString>;
    SMS_API_KEY: z.ZodOptional<z.ZodString>;
    SMS_SENDER: z.ZodDefault<z.ZodString>;
    ADMIN_KEY: z.ZodOptional<z.ZodString>;
    CODE_PEPPER: z.ZodOptional<z.ZodString>;
    CODE_TTL_SECONDS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    SESSION_TTL_DAYS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    LOGIN_LINK_TTL_SECONDS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    LENDER_PANEL_CHECK_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    LIVE_EVENTS_HEARTBEAT_SECONDS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    CREDIT_BUREAU_URL: z.ZodOptional<z.ZodString>;
    CREDIT_BUREAU_KEY: z.ZodOptional<z.ZodString>;
    CREDIT_BUREAU_TIMEOUT_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    VEHICLE_DATA_URL: z.ZodOptional<z.ZodString>;
    VEHICLE_DATA_KEY: z.ZodOptional<z.ZodString>;
    VEHICLE_DATA_TIMEOUT_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    VEHICLE_CATALOGUE_URL: z.ZodOptional<z.ZodString>;
    VEHICLE_CATALOGUE_KEY: z.ZodOptional<z.ZodString>;
    STOCK_FEED_URL: z.ZodOptional<z.ZodString>;
    STOCK_FEED_KEY: z.ZodOptional<z.ZodString>;
    STOCK_FEED_TIMEOUT_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    GOOGLE_PLACES_KEY: z.ZodOptional<z.ZodString>;
    GOOGLE_PLACES_URL: z.ZodDefault<z.ZodString>;
    GOOGLE_PLACES_TIMEOUT_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    MAP_TILE_URL: z.ZodOptional<z.ZodString>;
    MAP_TILE_ATTRIBUTION: z.ZodOptional<z.ZodString>;
    ABR_GUID: z.ZodOptional<z.ZodString>;
    ABR_URL: z.ZodDefault<z.ZodString>;
    NZBN_API_KEY: z.ZodOptional<z.ZodString>;
    NZBN_API_URL: z.ZodDefault<z.ZodString>;
    BUSINESS_REGISTER_TIMEOUT_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    LOOKUP_RATE_LIMIT_PER_MINUTE: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    DOCUMENT_STORAGE: z.ZodDefault<z.ZodEnum<{
        database: "database";
        s3: "s3";
    }>>;
    DOCUMENT_S3_ENDPOINT: z.ZodOptional<z.ZodString>;
    DOCUMENT_S3_BUCKET: z.ZodOptional<z.ZodString>;
    DOCUMENT_S3_REGION: z.ZodDefault<z.ZodString>;
    DOCUMENT_S3_ACCESS_KEY_ID: z.ZodOptional<z.ZodString>;
    DOCUMENT_S3_SECRET_ACCESS_KEY: z.ZodOptional<z.ZodString>;
    DOCUMENT_S3_PREFIX: z.ZodDefault<z.ZodString>;
    DOCUMENT_S3_TIMEOUT_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    OCR_WORKERS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    QUOTE_WORKERS: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
    DELIVERY_POLL_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    DELIVERY_TIMEOUT_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    DELIVERY_BACKOFF_BASE_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    DELIVERY_BACKOFF_MAX_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    DELIVERY_RETRY_HOURS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    DEALER_SOLUTIONS_WEBHOOK_URL: z.ZodOptional<z.ZodString>;
    DEALER_SOLUTIONS_WEBHOOK_SECRET: z.ZodOptional<z.ZodString>;
    ONLY_CARS_WEBHOOK_URL: z.ZodOptional<z.ZodString>;
    ONLY_CARS_WEBHOOK_SECRET: z.ZodOptional<z.ZodString>;
    FINTELLIGENCE_WEBHOOK_URL: z.ZodOptional<z.ZodString>;
    FINTELLIGENCE_WEBHOOK_SECRET: z.ZodOptional<z.ZodString>;
    BANK_STATEMENTS_URL: z.ZodOptional<z.ZodString>;
    BANK_STATEMENTS_KEY: z.ZodOptional<z.ZodString>;
    BANK_STATEMENTS_CODES: z.ZodOptional<z.ZodString>;
    BANK_STATEMENTS_TIMEOUT_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    OCR_RATE_LIMIT_PER_MINUTE: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    BROKER_TEXT_RATE_LIMIT_PER_HOUR: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
}, z.core.$strip>;
export type Env = z.infer<typeof EnvSchema>;
/**
 * spec 1 §5 "Startup checks assert that the API URL, environment and bank-statement settings are set": the
 * environment read once, every problem found at once. A bad or half-given setting refuses the start with one
 * message naming each of them, so an operator fixes all in one go; nothing is required of `npm start`.
 */
export declare function loadEnv(source?: Record<string, string | undefined>): Env;
/** A start refused for its settings: `problems` names each one. */
export declare class ConfigurationError extends Error {
    readonly problems: readonly string[];
    readonly name = "ConfigurationError";
    constructor(problems: readonly string[]);
}
export declare const isProduction: (env: Env) => boolean;
