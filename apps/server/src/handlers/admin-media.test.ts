import { describeAdminMedia } from "./admin-media.suite.ts";

describeAdminMedia("the disk driver", async () => ({ env: {}, close: async () => {} }));
