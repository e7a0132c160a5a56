// The "Close this window" button of the OAuth flow's last page (no inline handlers: CSP).
"use strict";
(function () {
  var button = document.getElementById("close");
  if (button) {
    button.addEventListener("click", function () {
      window.close();
    });
  }
})();
