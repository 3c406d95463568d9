/** CHROMIUM_PATH, else Debian's headless shell when installed, else Debian's chromium. */
export declare function journeyChromium(): string;
