Feature: Download-image flow
  "After a delay, if the banner file name differs from the stored one, the image is fetched and cached,
  then modal 1 is shown, then modal 2. Saving or closing stores a session flag so the modals do not show
  again that session. The saved name is stored so the same banner is not shown again" (shell.md §4).
  "Download-image delay: 20 s by default. Banner groups m_popup1 and m_popup2" (shell.md §9); the popup
  shows only on the home paths (shell.md §2).

  Scenario: After 20 s on home, modal 1 offers the m_popup1 image, then modal 2 shows the tip
    Given the player uses the site of merchant "DEMO1" over https
    When the player arrives on "/m/home"
    And 19999 ms pass on the download-image clock
    Then no download-image modal is shown
    And the mock backend received 0 requests for "/wps/relay/MCSFE_getBannerGroups"
    When 1 ms passes on the download-image clock
    Then download-image modal 1 shows "lucky-draw-2024.png" with a copy-link button
    When the player saves the download image
    Then download-image modal 2 shows the tip "save-tip.png"
    When the player saves the download image
    Then no download-image modal is shown
    And "lucky-draw-2024.png" was saved 2 times
    And the download-image session flag is set and the name "lucky-draw-2024.png" is stored

  Scenario: The same file name as the stored one shows nothing and fetches no image
    Given the player uses the site of merchant "DEMO1" over https
    And the stored download-image name is "lucky-draw-2024.png"
    When the player arrives on "/m/home"
    And 20000 ms pass on the download-image clock
    Then no download-image modal is shown
    And no download image was fetched

  Scenario: A different file name shows the modals again
    Given the player uses the site of merchant "DEMO1" over https
    And the stored download-image name is "lucky-draw-2023.png"
    When the player arrives on "/m/home"
    And 20000 ms pass on the download-image clock
    Then download-image modal 1 shows "lucky-draw-2024.png" with a copy-link button

  Scenario: Closing sets the session flag, so the flow stops for the rest of the session
    Given the player uses the site of merchant "DEMO1" over https
    When the player arrives on "/m/home"
    And 20000 ms pass on the download-image clock
    And the player closes the download-image modal
    Then no download-image modal is shown
    And the download-image session flag is set and the name "lucky-draw-2024.png" is stored
    When the page is reloaded in the same session
    And the player arrives on "/m/home"
    And 60000 ms pass on the download-image clock
    Then no download-image modal is shown
    And the mock backend received 1 request for "/wps/relay/MCSFE_getBannerGroups"

  Scenario: A new session with a new banner name shows it again
    Given the player uses the site of merchant "DEMO1" over https
    And the stored download-image name is "lucky-draw-2023.png"
    And the download-image session flag was set in an earlier session
    When a new session starts
    And the player arrives on "/m/index.html"
    And 20000 ms pass on the download-image clock
    Then download-image modal 1 shows "lucky-draw-2024.png" with a copy-link button

  Scenario Outline: Only the home paths show it: <path>
    Given the player uses the site of merchant "DEMO1" over https
    When the player arrives on "<path>"
    And 20000 ms pass on the download-image clock
    Then the download-image modal is <shown>

    Examples:
      | path           | shown  |
      | /              | shown  |
      | /m/            | shown  |
      | /m/index       | shown  |
      | /m/index.html  | shown  |
      | /m/game        | hidden |
      | /m/login       | hidden |
      | /m/member/home | hidden |

  Scenario: Leaving home before 20 s cancels the delay
    Given the player uses the site of merchant "DEMO1" over https
    When the player arrives on "/m/home"
    And 10000 ms pass on the download-image clock
    And the player arrives on "/m/game"
    And 30000 ms pass on the download-image clock
    Then no download-image modal is shown
    And the mock backend received 0 requests for "/wps/relay/MCSFE_getBannerGroups"

  Scenario: A merchant without an m_popup1 banner shows nothing
    Given the player uses the site of merchant "DEMO2" over https
    When the player arrives on "/m/home"
    And 20000 ms pass on the download-image clock
    Then no download-image modal is shown
    And no download image was fetched
