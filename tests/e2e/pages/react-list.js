// A React 18 list whose items hold claims; buttons reorder, edit and add items, so React has to
// reconcile DOM that tokcheck has put badges beside.
const e = React.createElement;
const first = [
  { id: 1, text: "Single 5090, 27B dense, 2103.6 tok/s at batch 1" },
  { id: 2, text: "My 3090 gets 79 t/s on Q4_K_M" },
  { id: 3, text: "No numbers here" },
];

function List() {
  const [items, setItems] = React.useState(first);
  const [clicks, setClicks] = React.useState(0);
  return e("div", null,
    e("p", { id: "clicks" }, `clicks: ${clicks}`),
    e("button", { id: "reverse", onClick: () => { setItems([...items].reverse()); setClicks(clicks + 1); } }, "Reverse"),
    e("button", { id: "edit", onClick: () => { setItems(items.map((it) => it.id === 2 ? { ...it, text: `My 3090 gets ${80 + clicks} t/s on Q4_K_M` } : it)); setClicks(clicks + 1); } }, "Edit"),
    e("button", { id: "add", onClick: () => { setItems([...items, { id: items.length + 1, text: `New post ${items.length + 1}: 42 tok/s` }]); setClicks(clicks + 1); } }, "Add"),
    e("ul", { id: "list" }, items.map((it) => e("li", { key: it.id, "data-id": it.id }, e("span", null, it.text)))));
}

ReactDOM.createRoot(document.getElementById("root")).render(e(List));
