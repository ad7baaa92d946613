CREATE TABLE "web_vitals" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"metric" text NOT NULL,
	"device" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "web_vitals_day_path_metric_device_bucket_pk" PRIMARY KEY("day","path","metric","device","bucket")
);
