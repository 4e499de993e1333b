/**
 * Local stand-ins for the third parties the site talks to, speaking their protocols: the
 * scheduling provider's embed script and booking frame (TidyCal-style `.tidycal-embed[data-path]`
 * + `TidyCal.init`), the chat widget's script and frame, and the voice avatar's streaming embed
 * (posts `{ type: "streaming-embed", action }` to its parent), and an OpenAI-compatible Chat
 * Completions endpoint for the sales assistant (`/v1/chat/completions`). Started by
 * playwright.config.ts.
 */
import { createServer } from "node:http";
import { chatCompletionsHandler } from "../../support/fake-chat-completions.ts";
import { decideModel } from "./fake-model.ts";

const port = Number(process.env.FAKE_PORT ?? 4314);
const origin = `http://localhost:${port}`;

const schedulingScript = `
(function () {
  function init(target) {
    var nodes = target ? [target] : document.querySelectorAll(".tidycal-embed");
    Array.prototype.forEach.call(nodes, function (node) {
      var frame = document.createElement("iframe");
      frame.src = "${origin}/scheduling/book/" + node.getAttribute("data-path");
      frame.title = "Fake booking calendar";
      frame.style.width = "100%";
      frame.style.height = "700px";
      frame.style.border = "0";
      node.appendChild(frame);
    });
  }
  window.TidyCal = { init: init };
  init();
})();`;

const bookingPage = (path: string) => `<!doctype html><html lang="en"><title>Booking</title>
<body style="font-family:sans-serif"><h1>Fake booking calendar</h1><p id="path">${path
  .replace(/&/g, "&amp;")
  .replace(/</g, "&lt;")}</p></body></html>`;

const chatScript = `
(function () {
  window.__fakeChatLoads = (window.__fakeChatLoads || 0) + 1;
  var id = document.currentScript && document.currentScript.getAttribute("data-widget-id");
  var frame = document.createElement("iframe");
  frame.src = "${origin}/chat/frame.html?id=" + encodeURIComponent(id || "");
  frame.title = "Fake chat widget";
  frame.style.cssText = "position:fixed;right:8px;bottom:8px;width:80px;height:80px;border:0";
  document.body.appendChild(frame);
})();`;

const chatFrame = `<!doctype html><html lang="en"><title>Chat</title><body>
<ul id="log"></ul><script>
window.addEventListener("message", function (e) {
  var li = document.createElement("li");
  li.textContent = JSON.stringify(e.data);
  document.getElementById("log").appendChild(li);
});
</script></body></html>`;

const avatarPage = `<!doctype html><html lang="en"><title>Avatar</title>
<body style="font-family:sans-serif;background:#111;color:#fff">
<p>Fake voice avatar</p>
<button type="button" data-action="show">Post show</button>
<button type="button" data-action="hide">Post hide</button>
<script>
function post(action) { parent.postMessage({ type: "streaming-embed", action: action }, "*"); }
document.querySelectorAll("button").forEach(function (b) {
  b.addEventListener("click", function () { post(b.getAttribute("data-action")); });
});
post("init");
</script></body></html>`;

const chatCompletions = chatCompletionsHandler(decideModel);

createServer((req, res) => {
  const url = new URL(req.url ?? "/", origin);
  const send = (type: string, body: string) => {
    res.writeHead(200, { "Content-Type": type, "Cache-Control": "no-store" });
    res.end(body);
  };
  if (url.pathname === "/scheduling/embed.js") return send("text/javascript", schedulingScript);
  if (url.pathname.startsWith("/scheduling/book/"))
    return send("text/html", bookingPage(url.pathname.slice(17) + url.search));
  if (url.pathname === "/chat/widget.js") return send("text/javascript", chatScript);
  if (url.pathname === "/chat/frame.html") return send("text/html", chatFrame);
  if (url.pathname === "/avatar/embed.html") return send("text/html", avatarPage);
  if (url.pathname === "/v1/chat/completions" && req.method === "POST")
    return chatCompletions(req, res);
  if (url.pathname === "/healthz") return send("text/plain", "ok");
  res.writeHead(404).end();
}).listen(port);
