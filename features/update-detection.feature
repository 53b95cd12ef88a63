Feature: Update detection
  A hash of /m/asset-manifest.json and /mobile/mc/asset-manifest.json (each with a cache-busting
  timestamp) is first taken 1.5 s after start, then every 3,600,000 ms and whenever the page becomes
  visible again. The first hash is the baseline; on a change the update alert (title, message, refresh
  button) appears once and refresh reloads the page (player-journey.md §4, §7, §9; shell.md §2, §4, §9).
  The mock's `assetVersion` switch changes both manifests. The clock is a fake one.

  Background:
    Given the player uses the site of merchant "DEMO1" over https
    And the update watcher has started

  Scenario: The first check after 1.5 s reads both manifests with a timestamp
    When 1499 ms pass on the update clock
    Then the asset manifests were read 0 times
    When 1 ms pass on the update clock
    Then the asset manifests were read 1 time, each with a cache-busting timestamp
    And no update alert is shown

  Scenario: Checked again every 3,600,000 ms
    When 1500 ms pass on the update clock
    And 3599999 ms pass on the update clock
    Then the asset manifests were read 1 time
    When 1 ms pass on the update clock
    Then the asset manifests were read 2 times

  Scenario: A new version found when the page becomes visible again; refresh reloads
    When 1500 ms pass on the update clock
    And the mock's asset version becomes "2"
    And the page becomes visible again
    Then the update alert is shown
    And the open prompts are "update-alert"
    When the player taps Refresh on the update alert
    Then the page was reloaded 1 time

  Scenario: The alert appears once
    When 1500 ms pass on the update clock
    And the mock's asset version becomes "2"
    And 3600000 ms pass on the update clock
    Then the update alert is shown
    When the mock's asset version becomes "3"
    And the page becomes visible again
    And 7200000 ms pass on the update clock
    Then the update alert is shown once

  Scenario: Unchanged manifests show nothing
    When 1500 ms pass on the update clock
    And 3600000 ms pass on the update clock
    And the page becomes visible again
    Then the asset manifests were read 3 times
    And no update alert is shown

  Scenario: Manifests that fail to load are no check, and no false alarm when they come back
    When 1500 ms pass on the update clock
    And the mock fails the asset manifests
    And the page becomes visible again
    Then the asset manifests were read 2 times
    And no update alert is shown
    When the mock serves the asset manifests again
    And the page becomes visible again
    Then the asset manifests were read 3 times
    And no update alert is shown
