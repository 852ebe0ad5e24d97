import { mockUsers } from "@academy/api/mocks";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PROFILE_PICTURE as TEXT } from "../../pageText.ts";
import { TEST_API } from "../../test/mockApi.ts";
import { renderApp } from "../../test/renderApp.tsx";

const png = (bytes = 16) => new File([new Uint8Array(bytes)], "me.png", { type: "image/png" });

async function openFromAvatar(name: string, user: ReturnType<typeof userEvent.setup>) {
  const banner = (await screen.findAllByRole("banner"))[0] as HTMLElement;
  // The signed-in header's controls load with the user (issue #18): wait for them.
  await user.click(await within(banner).findByRole("button", { name }));
}

describe("Profile Picture modal and viewer", () => {
  it("with no picture, the avatar opens the upload dialog; choosing shows a preview; upload saves it", async () => {
    const { user, api } = renderApp("/terms", { user: mockUsers.student });
    await openFromAvatar("Add a profile picture", user);
    const dialog = await screen.findByRole("dialog", { name: TEXT.title });
    expect(within(dialog).getByText("Supported formats: JPG, PNG, GIF")).toBeInTheDocument();
    // Remove only appears when a picture exists; Upload only once a file is chosen.
    expect(within(dialog).queryByRole("button", { name: TEXT.remove })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: TEXT.upload })).toBeDisabled();

    await user.upload(within(dialog).getByTestId("file-input"), png());
    expect(within(dialog).getByText("me.png")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: TEXT.upload }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const upload = api.requests.find(
      (request) => request.url === `${TEST_API}/api/user/profile-picture`,
    );
    expect(upload?.method).toBe("POST");
    expect(((await upload?.formData())?.get("file") as File).name).toBe("me.png");
    // The header now shows the picture: the avatar opens the viewer.
    await openFromAvatar("View your profile picture", user);
    expect(await screen.findByRole("dialog", { name: TEXT.viewerTitle })).toBeInTheDocument();
  });

  it("with a picture, the avatar opens the viewer; Edit opens the upload dialog; Remove deletes it", async () => {
    const { user } = renderApp("/terms", { user: mockUsers.mentee });
    await openFromAvatar("View your profile picture", user);
    const viewer = await screen.findByRole("dialog", { name: TEXT.viewerTitle });
    expect(within(viewer).getByRole("button", { name: TEXT.close })).toBeInTheDocument();
    await user.click(within(viewer).getByRole("button", { name: TEXT.edit }));

    const dialog = await screen.findByRole("dialog", { name: TEXT.title });
    await user.click(within(dialog).getByRole("button", { name: TEXT.remove }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await openFromAvatar("Add a profile picture", user);
    expect(await screen.findByRole("dialog", { name: TEXT.title })).toBeInTheDocument();
  });

  it("hides Remove once a new file is chosen", async () => {
    const { user } = renderApp("/terms", { user: mockUsers.mentee });
    await openFromAvatar("View your profile picture", user);
    await user.click(await screen.findByRole("button", { name: TEXT.edit }));
    const dialog = await screen.findByRole("dialog", { name: TEXT.title });
    await user.upload(within(dialog).getByTestId("file-input"), png());
    expect(within(dialog).queryByRole("button", { name: TEXT.remove })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: TEXT.upload })).toBeEnabled();
  });

  it("refuses files that are not images, or larger than 5MB, with the spec's messages", async () => {
    renderApp("/terms", { user: mockUsers.student });
    const user = userEvent.setup({ applyAccept: false });
    await openFromAvatar("Add a profile picture", user);
    const dialog = await screen.findByRole("dialog", { name: TEXT.title });
    const input = within(dialog).getByTestId("file-input");
    await user.upload(input, new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please select an image file");
    await user.upload(input, png(5 * 1024 * 1024 + 1));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Image must be less than 5MB");
    expect(within(dialog).getByRole("button", { name: TEXT.upload })).toBeDisabled();
  });

  it("says so when the upload or the removal fails", async () => {
    const { user } = renderApp("/terms", {
      user: mockUsers.mentee,
      overrides: [
        http.post(`${TEST_API}/api/user/profile-picture`, () =>
          HttpResponse.json({ detail: "disk full" }, { status: 500 }),
        ),
        http.delete(`${TEST_API}/api/user/profile-picture`, () =>
          HttpResponse.json({ detail: "disk full" }, { status: 500 }),
        ),
      ],
    });
    await openFromAvatar("View your profile picture", user);
    await user.click(await screen.findByRole("button", { name: TEXT.edit }));
    const dialog = await screen.findByRole("dialog", { name: TEXT.title });
    await user.click(within(dialog).getByRole("button", { name: TEXT.remove }));
    expect(await within(dialog).findByText(TEXT.deleteFailed)).toBeInTheDocument();
    await user.upload(within(dialog).getByTestId("file-input"), png());
    await user.click(within(dialog).getByRole("button", { name: TEXT.upload }));
    expect(await within(dialog).findByText(TEXT.uploadFailed)).toBeInTheDocument();
  });
});
