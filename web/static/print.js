// The print view's button opens the browser's print dialog (print or save as PDF).
document.addEventListener("DOMContentLoaded", () => {
  const button = document.getElementById("print-button");
  if (button) button.addEventListener("click", () => window.print());
});
