// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap').catch((error: unknown) => {
  console.error(error);
});
