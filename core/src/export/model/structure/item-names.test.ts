import { describe, expect, it } from "vitest";
import { parseLayout } from "../layout-tree.ts";
import { planComponents } from "./component-plan.ts";

/** Names of item components and their props, from small pages a person would name at a glance. */
const plan = (html: string) => planComponents(parseLayout({ html, css: "" }).nodes);
const items = (html: string) => plan(html).components.filter((c) => c.list);
const names = (html: string) => items(html).map((c) => c.name);
const props = (html: string) => items(html)[0].list!.props.map((p) => p.name);
const three = (item: (i: number) => string) => [0, 1, 2].map(item).join("");

const col = (inner: string) => `<div class="col-lg-4 col-sm-6 mb-4 g-3 d-flex">${inner}</div>`;
const portfolio = `<section id="portfolio"><h2>Portfolio</h2><div class="row">${three((i) => col(`<div class="portfolio-item"><a href="#p${i}"><img src="/${i}.jpg" alt="Project ${i}"></a><h3>Project ${i}</h3><p>Branding</p></div>`))}</div></section>`;
const team = `<section id="team"><h2>Our amazing team</h2><div class="row">${three((i) => col(`<div class="card"><img src="/t${i}.jpg" alt="Person ${i}"><h4>Person ${i}</h4><p class="role">Designer ${i}</p></div>`))}</div></section>`;
const clients = `<div class="py-5 clients"><div class="container"><div class="row">${three((i) => `<div class="col-md-3"><a href="#c${i}"><img src="/logo${i}.svg" alt="Client ${i}"></a></div>`)}</div></div></div>`;
const services = `<section id="services"><h2>Services</h2><div class="row text-center">${three((i) => `<div class="col-md-4"><span class="fa-stack"><i class="fas fa-${["cart", "laptop", "lock"][i]}"></i></span><h4>Service ${i}</h4><p class="text-muted">About service ${i}</p></div>`)}</div></section>`;
const pricing = `<section class="pricing"><h2>Plans</h2><div class="row">${three((i) => col(`<div class="card"><h3>Plan ${i}</h3><p>$${i}0</p><a class="btn" href="/buy/${i}">Buy</a></div>`))}</div></section>`;
const blog = `<section><h2>From the blog</h2>${three((i) => `<article><h3>Post ${i}</h3><time datetime="2024-0${i + 1}-01">Jan ${i}</time><p>Excerpt ${i}</p></article>`)}</section>`;
const nav = `<nav><ul>${three((i) => `<li class="nav-item"><a class="nav-link" href="#s${i}">Section ${i}</a></li>`)}</ul></nav>`;

describe("item component names", () => {
  it("come from what the items are, never from layout utilities or numbered suffixes", () => {
    const all = names(nav + portfolio + team + clients + services + pricing + blog);
    expect(all).toEqual(["NavLink", "PortfolioItem", "TeamMember", "ClientLogo", "ServiceCard", "PricingCard", "BlogPost"]);
    for (const name of all) expect(name).not.toMatch(/^(Col|Row|Div|Section)\w*$|\d$/);
  });

  it("name props for what they hold: title, description, image, imageAlt, href, label, date, icon", () => {
    expect(props(portfolio)).toEqual(["href", "image", "imageAlt", "title"]);
    expect(props(team)).toEqual(["image", "imageAlt", "title", "role"]);
    expect(props(services)).toEqual(["icon", "title", "description"]);
    expect(props(blog)).toEqual(["title", "dateTime", "date", "description"]);
    expect(props(pricing)).toEqual(["title", "description", "href"]);
    for (const html of [portfolio, team, clients, services, pricing, blog, nav]) for (const p of props(html)) expect(p).not.toMatch(/\d$|^className$/);
  });

  it("qualify a second prop of one kind by its words or an ordinal, not a digit", () => {
    const card = () => `<div class="card"><h3>Title</h3><h4>Subtitle</h4><button>View</button><button>Edit</button></div>`;
    expect(props(`<div>${three(card)}</div>`)).toEqual(["title", "subtitle", "label", "editLabel"]);
  });

  it("print identical items once: lists of one kind that print alike share one component", () => {
    const links = (n: number) => `<ul>${[0, 1, 2].map((i) => `<li><a href="/${n}/${i}">L${n}${i}</a></li>`).join("")}</ul>`;
    const p = plan(`<nav>${links(1)}</nav><footer><nav>${links(2)}</nav></footer>`);
    expect(p.components.filter((c) => c.list).map((c) => c.name)).toEqual(["NavLink"]);
    expect(p.components.find((c) => c.name === "NavLink")!.list!.items).toHaveLength(6);
    // Each list keeps its own data, named for where it is rather than numbered.
    const data = [...p.appLists, ...p.components.flatMap((c) => c.lists)].map((l) => l.data);
    expect(data).toEqual(["navLinks", "footerNavbarNavLinks"]);
  });

  it("name a footer's navigation columns for their headings", () => {
    const column = (title: string) => `<nav><h4>${title}</h4><ul><li><a href="/a">A</a></li></ul></nav>`;
    const p = plan(`<footer>${column("Product")}${column("Company")}</footer>`);
    expect(p.components.map((c) => c.name)).toEqual(["SiteFooter", "ProductNav", "CompanyNav"]);
  });
});
