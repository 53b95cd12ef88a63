Feature: The language of the app
  The app speaks the stored language setting, else the browser's language, else the first supported
  language (shell.md §9 "Languages"). Arabic and Urdu are written right to left.

  Scenario Outline: The language comes from the stored setting, else from the browser (<why>)
    Given the stored language setting is "<stored>"
    And the browser languages are "<browser>"
    When the app picks its language
    Then the app language is "<language>"

    Examples:
      | stored | browser            | language | why                                  |
      | EN     | ja-JP              | EN       | the stored setting wins              |
      | pt-br  | ja-JP              | PT-BR    | the stored setting, any letter case  |
      | XX     | ja-JP              | JA       | an unknown stored setting is ignored |
      |        | zh                 | CN       | ZH becomes CN                        |
      |        | zh-CN              | CN       | ZH becomes CN                        |
      |        | zh-TW              | TW       | TW becomes TW                        |
      |        | zh-HK              | TW       | HK becomes TW                        |
      |        | zh-Hant            | TW       | traditional script becomes TW        |
      |        | en-PH              | TY       | EN-PH becomes TY                     |
      |        | fil-PH             | TY       | Filipino becomes TY                  |
      |        | tl                 | TY       | Tagalog becomes TY                   |
      |        | en-US              | EN       | other English is EN                  |
      |        | pt-BR              | PT-BR    | Brazilian Portuguese                 |
      |        | pt-PT              | PT       | European Portuguese                  |
      |        | ur-Latn            | UR-LA    | Urdu in Latin script                 |
      |        | ur-PK              | UR       | Urdu                                 |
      |        | ko-KR              | KO       | the language subtag                  |
      |        | ms-MY              | MS       | the language subtag                  |
      |        | my-MM              | MY       | the language subtag                  |
      |        | ar-SA              | AR       | the language subtag                  |
      |        | de-DE, vi-VN       | VI       | the first browser language that maps |
      |        | de-DE, it          | CN       | fallback to the first language       |
      |        |                    | CN       | fallback to the first language       |

  Scenario Outline: <language> is written <direction>
    Then "<language>" is written <direction>

    Examples:
      | language | direction     |
      | AR       | right to left |
      | UR       | right to left |
      | UR-LA    | left to right |
      | EN       | left to right |
      | CN       | left to right |

  Scenario: The language picker offers 26 languages, each named in itself
    Then the language picker offers 26 languages
    And the language "TW" is named "繁體中文"
    And the language "PT-BR" is named "Português (Brasil)"
    And the language "AR" is named "العربية"

  Scenario Outline: Numbers use the pt-BR format for the currency BRL, otherwise a Chinese format
    Then with the stored currency "<currency>" numbers are formatted for "<locale>"

    Examples:
      | currency | locale |
      | BRL      | pt-BR  |
      | USD      | zh-CN  |
      |          | zh-CN  |

  Scenario Outline: The chosen language is sent to the server, except for member type 4 and guests
    Then for member type "<type>" the language is <synced>

    Examples:
      | type  | synced         |
      | 0     | synced         |
      | 2     | synced         |
      | 4     | not synced     |
      | guest | not synced     |
