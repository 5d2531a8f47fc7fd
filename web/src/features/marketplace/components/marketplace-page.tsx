import { useEffect, useMemo, useState } from "react";
import { SearchIcon, SearchXIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PublicPageShell } from "@/features/app-shell";
import { useUser } from "@/features/auth";
import { cn } from "@/lib/utils";
import { categoryLabels, templateCategories, templates, type TemplateCategory } from "@layoutlift/core/templates/catalogue";
import { filterTemplates } from "../lib/filter-templates";
import { SignUpBanner } from "./sign-up-banner";
import { TemplateCard } from "./template-card";

export function MarketplacePage() {
  const { user, isLoading } = useUser();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<TemplateCategory>("all");
  const results = useMemo(() => filterTemplates(templates, query, category), [query, category]);

  useEffect(() => {
    document.title = "Template Marketplace — LayoutLift";
  }, []);

  function clearFilters() {
    setQuery("");
    setCategory("all");
  }

  return (
    <PublicPageShell>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Template Marketplace</h1>
          <p className="max-w-2xl text-muted-foreground">
            Proven, high-converting layouts. Pick one and it is extracted into your workspace, ready to edit and export.
          </p>
        </header>

        {/* Reserved while the account loads so the grid does not jump when the banner appears. */}
        {!user && <SignUpBanner className={cn("mt-6", isLoading && "invisible")} />}

        <Tabs value={category} onValueChange={(value) => setCategory(value as TemplateCategory)} className="mt-8 gap-6">
          {/* The tabs get their own row and wrap, so all eight stay fully visible at every width (none hides behind a scroll). */}
          <div className="flex flex-col gap-4">
            <div className="relative w-full sm:max-w-sm">
              <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <Input
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Search templates..."
                aria-label="Search templates"
                className="h-10 pl-9"
              />
            </div>
            <TabsList aria-label="Template categories" className="h-auto max-w-full flex-wrap justify-start gap-1">
              {templateCategories.map((c) => (
                <TabsTrigger key={c} value={c} className="h-8 flex-none px-3">
                  {categoryLabels[c]}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>

          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="results-count">
            {results.length === 1 ? "1 template" : `${results.length} templates`}
          </p>

          {templateCategories.map((c) => (
            <TabsContent key={c} value={c}>
              {results.length > 0 ? (
                <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                  {results.map((template) => (
                    <li key={template.id}>
                      <TemplateCard template={template} />
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center" data-testid="marketplace-empty">
                  <span className="flex size-12 items-center justify-center rounded-full bg-muted">
                    <SearchXIcon aria-hidden="true" className="size-6 text-muted-foreground" />
                  </span>
                  <h2 className="mt-4 text-lg font-semibold">No templates found</h2>
                  <p className="mt-1 max-w-sm text-sm text-muted-foreground">
                    Nothing matches {query.trim() ? <>“{query.trim()}”</> : "this filter"}
                    {category !== "all" && <> in {categoryLabels[category]}</>}. Try another search or category.
                  </p>
                  <Button variant="outline" className="mt-5" onClick={clearFilters}>
                    Clear Filters
                  </Button>
                </div>
              )}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </PublicPageShell>
  );
}
