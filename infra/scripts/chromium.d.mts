export declare const HEADLESS_SHELL: string;
export declare const FULL_CHROMIUM: string;
/** CHROMIUM_PATH, else Debian's headless shell when installed, else Debian's chromium. */
export declare function journeyChromium(): string;
