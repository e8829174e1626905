import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { AdminApp } from "./app/admin-app.tsx";
import { setAdminLanguage, startupAdminLanguage } from "./i18n/admin-language.ts";
import "./admin.css";
import "./shell.css";

async function boot() {
  // Render only once the catalog is active, so no untranslated text flashes.
  await setAdminLanguage(startupAdminLanguage());
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AdminApp />
      </I18nProvider>
    </StrictMode>,
  );
}

void boot();
