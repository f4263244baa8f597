import type { StatementMonths } from '@kerb/domain/bank-statements/referral';
/** The sample banks a borrower may pick (fictional, as all of Kerb's sample data). */
export declare const SAMPLE_BANKS: readonly ["Wattle Street Bank", "Harbourline Bank", "Redgum Bank", "Coralsea Bank", "Northshore Bank", "Two Shores Bank (NZ)"];
export declare function referralPage({ action, code, months }: {
    action: string;
    code: string;
    months: StatementMonths;
}): string;
export declare function donePage({ shared, bank, months, closeScript }: {
    shared: boolean;
    bank?: string;
    months: number;
    closeScript: string;
}): string;
/** The done page's Close button: closes the window Kerb's widget opened (a browser keeps any other open). */
export declare const CLOSE_SCRIPT = "document.getElementById('close').addEventListener('click', function () { window.close(); });\n";
