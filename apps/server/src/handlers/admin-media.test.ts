import { describeAdminMedia } from "./admin-media.suite.ts";
import { describeUppyUploads } from "./admin-media-uploads.suite.ts";

const disk = async () => ({ env: {}, close: async () => {} });
describeAdminMedia("the disk driver", disk);
describeUppyUploads("the disk driver", disk);
