// Async boundary: shared singletons (react, the store lib...) are negotiated before bootstrap runs.
void import('./bootstrap');
